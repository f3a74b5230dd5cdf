import { NoteCategoryEntity } from './note-category.entity';
import { NoteEntity } from './note.entity';

/** The tables of personal notes and their categories. */
export const NOTE_ENTITIES: (new () => object)[] = [NoteEntity, NoteCategoryEntity];
