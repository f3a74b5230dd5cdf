import texts from '../locales/areas/assistant.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
