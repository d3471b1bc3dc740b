import { Link } from '@edu/shared/router';
import { learnRoute } from '@edu/shared/core';
import type { CourseFolder } from '../api/get-folders';

/** 'Góc học của bạn': the learner's course folders, each course one click from the player. */
export function FolderShelf({ folders }: { folders: CourseFolder[] }) {
  const filled = folders.filter((f) => f.courses.length > 0);
  if (!filled.length) return null;
  return (
    <section className="ln-hs-section" aria-labelledby="ln-folders-title">
      <h2 id="ln-folders-title">Góc học của bạn</h2>
      <div className="ln-folders">
        {filled.map((folder) => (
          <section key={folder.id} className="card ln-folder" aria-label={`Thư mục ${folder.name}`}>
            <h3>{folder.name}</h3>
            <ul>
              {folder.courses.map((c) => (
                <li key={c.id}>
                  <Link to={learnRoute(c.alias, c.alias_code)}>{c.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
