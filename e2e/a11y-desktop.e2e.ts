import { accessibilitySuite } from "./a11y-suite";

accessibilitySuite(1280);
