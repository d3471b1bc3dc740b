{ "extends": "../tsconfig.base.json", "include": ["src", "test"] }
