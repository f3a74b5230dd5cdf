import texts from '../locales/areas/audit.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
