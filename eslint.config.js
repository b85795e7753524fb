import js from "@eslint/js";
import astro from "eslint-plugin-astro";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint.boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist.next",
      "dist.keys",
      ".build-cache",
      ".data",
      ".astro",
      ".netlify",
      "node_modules",
      "db/migrations",
      "scripts/tmp",
    ],
  },
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
    // One way to read a body and one way to take a string (ADR 013): bodies through
    // src/platform/read-body.server.ts (exact media type, size capped before and while reading), strings
    // through text() from src/platform/text.ts (no NUL, well-formed Unicode).
    files: ["functions/**/*.ts", "src/**/*.ts", "src/**/*.tsx", "db/**/*.ts"],
    ignores: [
      "src/platform/read-body.server.ts",
      "src/platform/text.ts",
      "src/platform/env.server.ts", // the environment, not a request
      "src/pages/**",
      "**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name=/^(request|req)$/][callee.property.name=/^(json|text|arrayBuffer|formData|blob|bytes)$/]",
          message:
            "Read request bodies with readJson() or readRawText() from src/platform/read-body.server.ts (size cap, media type).",
        },
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: "Build string fields with text() from src/platform/text.ts (refuses NUL and broken Unicode).",
        },
      ],
    },
  },
  ...boundaries,
);
