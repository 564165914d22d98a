import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { UploadSchema } from './upload.entity.js';
import { UploadIntake } from './upload-intake.js';
import { UploadSweep } from './upload-sweep.js';
import { UploadUses } from './upload-uses.js';
import { UploadVisibility } from './upload-visibility.js';
import { UploadService } from './upload.service.js';

/** Upload storage (DATA_DIR/uploads), available to every module: files, taking them into rows, who may see them, the hourly sweep. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([UploadSchema])],
  providers: [UploadService, UploadUses, UploadVisibility, UploadSweep, UploadIntake],
  exports: [UploadService, UploadUses, UploadVisibility, UploadSweep, UploadIntake],
})
export class StorageModule {}
