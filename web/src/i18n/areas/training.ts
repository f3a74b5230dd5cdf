import texts from '../locales/areas/training.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
