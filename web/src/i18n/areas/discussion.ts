import texts from '../locales/areas/discussion.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
