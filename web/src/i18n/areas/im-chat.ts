import texts from '../locales/areas/im-chat.json';
import { addAreaTexts } from '../add-area-texts';

addAreaTexts(texts);
