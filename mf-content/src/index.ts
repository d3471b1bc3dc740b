// A remote is consumed only through its exposes (see webpack.config.cjs); webpack still wants an entry.
export {};
