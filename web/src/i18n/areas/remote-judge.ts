import texts from '../locales/areas/remote-judge.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
