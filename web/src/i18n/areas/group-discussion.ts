import texts from '../locales/areas/group-discussion.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
