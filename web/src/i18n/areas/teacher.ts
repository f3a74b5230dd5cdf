import texts from '../locales/areas/teacher.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
