import texts from '../locales/areas/admin-assistant.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
