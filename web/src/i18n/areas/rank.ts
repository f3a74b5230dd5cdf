import texts from '../locales/areas/rank.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
