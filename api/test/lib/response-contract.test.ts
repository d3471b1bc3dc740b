import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { installEsmShims } from '../helpers/esm-shims';
import responseContract, { CONTRACT_MESSAGE, closed } from '../../src/plugins/app/response-contract';

installEsmShims();

const Course = Type.Object({ id: Type.Integer(), name: Type.String(), teacher: Type.Object({ name: Type.String() }) });
const Answer = Type.Object({ status: Type.Boolean(), data: Course, message: Type.String() });

async function appSending(data: unknown, production = false) {
  const app = Fastify();
  app.decorate('config', { production } as never);
  await app.register(responseContract);
  app.get('/course.json', { schema: { response: { 200: Answer } } }, async () => ({ status: true, data, message: '' }));
  return app;
}

const good = { id: 1, name: 'Toán 12', teacher: { name: 'Cô Lan' } };

/** The serializer would drop a field, or print a null as "": outside production the answer fails instead. */
describe('a response checked against its schema', () => {
  it.each([
    ['a field the schema does not name', { ...good, price: 10 }, '/data additionalProperty (price)'],
    ['a nested field the schema does not name', { ...good, teacher: { name: 'Cô Lan', bio: '…' } }, '/data/teacher additionalProperty (bio)'],
    ['a null where the schema says string', { ...good, name: null }, '/data/name must be string'],
    ['a missing field', { id: 1, teacher: { name: 'x' } }, "/data must have required property 'name'"],
  ])('%s: 500 naming the place', async (_case, data, where) => {
    const res = await (await appSending(data)).inject('/course.json');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: false, message: CONTRACT_MESSAGE });
    expect(
      res
        .json()
        .data.where.join('\n')
        .replace(/ must NOT have additional properties/, ' additionalProperty'),
    ).toContain(where);
  });

  it('an answer that matches goes out unchanged', async () => {
    const res = await (await appSending(good)).inject('/course.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(good);
  });

  it('production skips the check (the serializer alone decides)', async () => {
    const res = await (await appSending({ ...good, price: 10 }, true)).inject('/course.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(good);
  });

  it('closes every object but keeps an explicit additionalProperties', () => {
    expect(
      closed({ type: 'object', properties: { a: { type: 'object', properties: {} }, b: { type: 'object', additionalProperties: true } } }),
    ).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { a: { type: 'object', properties: {}, additionalProperties: false }, b: { type: 'object', additionalProperties: true } },
    });
  });
});
