import { accessibilitySuite } from "./a11y-suite";

accessibilitySuite(375);
