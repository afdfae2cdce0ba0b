import { registerOfficeTool } from '../../server/office/kinds.js';
import { defineToolServer } from '../../server/tool-server.js';

export default defineToolServer(async (app) => registerOfficeTool(app, 'word_2_pdf'));
