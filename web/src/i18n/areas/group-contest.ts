import texts from '../locales/areas/group-contest.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
