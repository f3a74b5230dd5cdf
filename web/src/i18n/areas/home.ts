import texts from '../locales/areas/home.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
