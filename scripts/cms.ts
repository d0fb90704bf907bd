// `node --import tsx scripts/cms.ts …` as before: the tool itself is scripts/cms.mjs (npm run cms).
import "./cms.mjs";
