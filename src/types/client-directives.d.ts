// The project's own hydration directives (src/platform/, registered in astro.config.mjs).
declare namespace Astro {
  interface ClientDirectives {
    "client:interaction"?: boolean | { ifQuery?: boolean };
    "client:with-islands"?: boolean;
    "client:after-load"?: boolean;
  }
}
