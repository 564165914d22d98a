import { Global, Module } from '@nestjs/common';
import { UploadSweep } from './upload-sweep.js';
import { UploadVisibility } from './upload-visibility.js';
import { UploadService } from './upload.service.js';

/** Upload storage (DATA_DIR/uploads), available to every module: files, who may see them, the hourly sweep. */
@Global()
@Module({ providers: [UploadService, UploadVisibility, UploadSweep], exports: [UploadService, UploadVisibility, UploadSweep] })
export class StorageModule {}
