/**
 * The one source of the API's shapes: request and response schemas (TypeBox), each with the type derived from it.
 * The API validates and documents with the schemas; clients import only the types (through `@edu/shared/dto`,
 * type-only, so no schema code reaches a browser bundle).
 */
export * from './common';
export * from './catalogue';
export * from './commerce';
export * from './content';
export * from './learning';
export * from './session';
export * from './reviews';
export * from './exams';
export * from './remote-health';
export * from './affiliate';
export * from './moderation';
