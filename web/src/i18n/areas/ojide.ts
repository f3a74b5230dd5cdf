import texts from '../locales/areas/ojide.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
