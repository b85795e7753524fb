// Netlify build plugin (ADR 047, 065): restores the packed build cache before the build command and
// saves it after, with Netlify's cache utilities (@netlify/cache-utils). The folder's contents and
// checks are the build command's (scripts/lib/build-cache.ts): a few big files, about 70 MB at
// 100,000 stores; this plugin only carries the folder between builds. With no cache, or one the
// build command refuses, the build is a full one.
const CACHE_DIR = ".build-cache/pack"; // DEFAULT_CACHE_DIR and CARRIED_DIR in scripts/lib/build-cache.ts
// Before ADR 065 the whole folder was carried (every page, 110,000 files at 100,000 stores).
const FORMER_CACHE_DIR = ".build-cache";

// Copied, the utilities' default: a few files, so it costs well under a second, and Netlify's
// cache folder keeps its copy whatever becomes of this build.
export const onPreBuild = async function ({ utils }) {
  const restored = await utils.cache.restore(CACHE_DIR);
  console.log(
    restored ? `Restored ${CACHE_DIR} from the build cache.` : `No ${CACHE_DIR} in the build cache: full build.`,
  );
};

// Moved, not copied (the utilities' `move` option, a rename on the same disk): nothing reads the
// folder after this step, the deploy uploads the publish folder. The utilities cache a path under
// its path in the project, so the former cache folder holds this one: removed first (which also
// removes the copy restored above, as the save would).
export const onPostBuild = async function ({ utils }) {
  await utils.cache.remove(FORMER_CACHE_DIR);
  const saved = await utils.cache.save(CACHE_DIR, { move: true });
  console.log(saved ? `Saved ${CACHE_DIR} to the build cache.` : `No ${CACHE_DIR} to save.`);
};
