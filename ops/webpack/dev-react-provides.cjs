/**
 * Exposed by the dev server only: importing React's entry points makes the dev container provide them (webpack
 * provides a shared module only when the build uses it), so the whole page can start on the development React
 * (shell/src/dev/dev-react-plugin.ts). Never loaded itself.
 */
require('react');
require('react-dom');
require('react-dom/client');
require('react/jsx-runtime');
require('react/jsx-dev-runtime');
