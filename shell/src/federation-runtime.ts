import { provideRuntimeCore } from './remotes/runtime-core';

/**
 * The federation runtime for a page without the shell (the catalogue's single-spa parcel on a partner
 * page, ops/static/parcel-demo.html): remotes are built without their own copy of the runtime core and
 * use the page's. Built as a second entry of the shell (`/federation-runtime.js`).
 */
provideRuntimeCore();
