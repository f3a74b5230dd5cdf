import texts from '../locales/areas/group.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
