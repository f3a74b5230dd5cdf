import texts from '../locales/areas/group-problem.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
