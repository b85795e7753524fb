import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint.boundaries.js";

export default tseslint.config(
  { ignores: ["dist", "dist.next", ".data", ".astro", ".netlify", "node_modules", "db/migrations", "scripts/tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Bodies are read through src/server/http (read-json.ts, read-body.ts): exact media type, size
    // capped before and while reading (ADR 013).
    files: ["functions/**/*.ts", "src/server/**/*.ts"],
    ignores: ["src/server/http/read-body.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|arrayBuffer|formData|blob|bytes)$/]",
          message: "Read request bodies with readJson() or readRawText() from src/server/http (size cap, media type).",
        },
      ],
    },
  },
  ...boundaries,
);
