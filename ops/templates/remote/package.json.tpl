{
  "name": "@edu/__DIR__",
  "version": "1.0.0",
  "private": true,
  "description": "Remote: __OWNER__.",
  "scripts": {
    "build": "tsx ../ops/src/cli/build.ts __DIR__"
  },
  "dependencies": {
    "@edu/shared": "workspace:*",
    "@edu/ui": "workspace:*",
    "react": "19.3.1",
    "react-dom": "19.3.1",
    "react-router": "7.18.5",
    "react-router-dom": "7.18.5",
    "zustand": "5.1.0"
  }
}
