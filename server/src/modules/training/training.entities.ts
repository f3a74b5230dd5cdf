import {
  TrainingEntity,
  TrainingProblemEntity,
  TrainingProgressEntity,
  TrainingRegisterEntity,
} from './training.entity';

/** The tables of trainings, registered in `database/entities.ts`. */
export const TRAINING_ENTITIES = [
  TrainingEntity,
  TrainingProblemEntity,
  TrainingRegisterEntity,
  TrainingProgressEntity,
];
