// `node cli …`, typed in the project's folder: Node runs this file for the folder, on every system,
// without npm in between (`npx site …` starts npm first, about a second).
import "./bin.js";
