/** Entry of `npm run rates:import <file>` (the command is in import-cli.ts). */
import { runImport } from './import-cli.js';

process.exitCode = await runImport(process.argv.slice(2));
