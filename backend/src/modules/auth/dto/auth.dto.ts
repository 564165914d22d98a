import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const normaliseEmail = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class SignInDto {
  @ApiProperty({ example: 'editor@flyingat50.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @ApiProperty({ format: 'password' })
  @IsString({ message: 'Password must be text' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;
}

export class StaffRegisterDto extends SignInDto {
  @ApiProperty({ format: 'password', minLength: 8 })
  @IsString({ message: 'Password must be text' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  declare password: string;

  @ApiProperty({ format: 'password', description: 'Must equal password' })
  @IsString({ message: 'Confirm password must be text' })
  @MaxLength(200, { message: 'Confirm password must be at most 200 characters' })
  @IsNotEmpty({ message: 'Please confirm your password' })
  confirmPassword!: string;

  @ApiPropertyOptional({ example: 'Sam Editor' })
  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Name must be text' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name?: string;
}

export class CommunityRegisterDto extends StaffRegisterDto {
  @ApiProperty({ example: 'Pat Runner' })
  @Transform(trim)
  @IsString({ message: 'Name must be text' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsNotEmpty({ message: 'Please enter your name' })
  declare name: string;
}
