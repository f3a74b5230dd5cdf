import { applyDecorators, Delete } from '@nestjs/common';
import { SuccessMessage } from './success-message.decorator';

/** A DELETE route whose success answers HOJ's "Delete successfully". */
export const DeleteOk = (path?: string) =>
  applyDecorators(Delete(path), SuccessMessage('Delete successfully'));
