import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserController } from './user.controller';
import { UserDirectory } from './user-directory';
import { UserEntity } from './user.entity';
import { UserHomeService } from './user-home.service';
import { UserProfileService } from './user-profile.service';
import { UserService } from './user.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [UserController],
  providers: [UserService, UserDirectory, UserHomeService, UserProfileService],
  exports: [UserService, UserDirectory],
})
export class UserModule {}
