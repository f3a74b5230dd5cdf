import texts from '../locales/areas/group-training.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
