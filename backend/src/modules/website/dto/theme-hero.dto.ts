import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { expectedVersion } from '../../../infrastructure/http/expected-version.js';
import { imageCreditInput, ImageCreditDto } from '../image-credit.js';

const Rules = applyDecorators;
const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** PUT /api/theme-heros/{theme} (docs/product.md#admin-mode-on-magazine-pages): custom_title, custom_image_url, is_active (true). Blank text clears a field. */
export class UpdateThemeHeroDto {
  @Rules(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: 200, description: 'Saved trimmed; blank or null clears it' }),
    Transform(trimOrNull),
    ValidateIf((_, v) => v !== undefined && v !== null),
    IsString({ message: 'custom_title must be text' }),
    MaxLength(200, { message: 'custom_title must be at most 200 characters' }),
  )
  custom_title?: string | null;

  @Rules(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: 2000,
      description:
        "An http(s) image address (an image search photo), or a picture uploaded to this site: /uploads/<name>.webp or PUBLIC_URL/uploads/<name>.webp (saved as /uploads/<name>.webp; it must exist, and be the editor's own or already a magazine picture). Blank or null clears it",
    }),
    Transform(trimOrNull),
    ValidateIf((_, v) => v !== undefined && v !== null),
    IsString({ message: 'custom_image_url must be text' }),
    MaxLength(2000, { message: 'custom_image_url must be at most 2000 characters' }),
    Matches(/^(https?:\/\/|\/uploads\/)[^\s]+$/, { message: 'custom_image_url must be an http(s) address or an uploaded picture (/uploads/...)' }),
  )
  custom_image_url?: string | null;

  @imageCreditInput('The credit of the stock photo sent as custom_image_url (shown under the hero); a new picture without one has none. Ignored without custom_image_url')
  custom_image_credit?: ImageCreditDto | null;

  @Rules(ApiPropertyOptional({ default: true }), IsOptional(), IsBoolean({ message: 'is_active must be true or false' }))
  is_active?: boolean;

  @expectedVersion('hero section', 'the hero had never been set when the editor read it (its updated_at was null); refused when someone set it since.')
  expected_updated_at?: string | null;
}
