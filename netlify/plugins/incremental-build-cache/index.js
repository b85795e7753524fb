// Netlify build plugin (ADR 047): restores the build cache folder before the build command and
// saves it after, with Netlify's cache utilities. The folder's contents and checks are the build
// command's (scripts/lib/build-cache.ts); this plugin only carries the folder between builds. With no
// cache, or one the build command refuses, the build is a full one.
const CACHE_DIR = ".build-cache"; // DEFAULT_CACHE_DIR in scripts/lib/build-cache.ts

export const onPreBuild = async function ({ utils }) {
  const restored = await utils.cache.restore(CACHE_DIR);
  console.log(
    restored ? `Restored ${CACHE_DIR} from the build cache.` : `No ${CACHE_DIR} in the build cache: full build.`,
  );
};

// Moved, not copied (the utilities' `move` option): at 100,000 stores copying the folder's
// ~110,000 files took longer than the build itself (ADR 047). Nothing reads the folder after this
// step: the deploy uploads the publish folder.
export const onPostBuild = async function ({ utils }) {
  const saved = await utils.cache.save(CACHE_DIR, { move: true });
  console.log(saved ? `Saved ${CACHE_DIR} to the build cache.` : `No ${CACHE_DIR} to save.`);
};
