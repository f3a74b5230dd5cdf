import texts from '../locales/areas/note.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
