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

export const onPostBuild = async function ({ utils }) {
  const saved = await utils.cache.save(CACHE_DIR);
  console.log(saved ? `Saved ${CACHE_DIR} to the build cache.` : `No ${CACHE_DIR} to save.`);
};
