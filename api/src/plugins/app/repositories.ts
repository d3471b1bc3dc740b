import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { CoursesRepository } from '../../repositories/courses-repo';
import { OtpRepository } from '../../repositories/otp-repo';
import { SessionsRepository } from '../../repositories/sessions-repo';
import { SiteRepository } from '../../repositories/site-repo';
import { TaxonomyRepository } from '../../repositories/taxonomy-repo';
import { UsersRepository } from '../../repositories/users-repo';

export function createRepositories(db: Pool) {
  return {
    courses: new CoursesRepository(db),
    taxonomy: new TaxonomyRepository(db),
    site: new SiteRepository(db),
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    otp: new OtpRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** `app.repos`: one repository per resource; they own all SQL. */
export default fp(async (app) => {
  app.decorate('repos', createRepositories(app.db));
});
