import { Global, Module } from '@nestjs/common';
import { UploadService } from './upload.service.js';

/** Upload storage (DATA_DIR/uploads), available to every module. */
@Global()
@Module({ providers: [UploadService], exports: [UploadService] })
export class StorageModule {}
