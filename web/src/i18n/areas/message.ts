import texts from '../locales/areas/message.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
