import { MigrationInterface, QueryRunner } from 'typeorm';

export class GroupsAndTrainings1795800000001 implements MigrationInterface {
  name = 'GroupsAndTrainings1795800000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`training\` (\`id\` int NOT NULL AUTO_INCREMENT, \`title\` varchar(255) NOT NULL, \`description\` mediumtext NOT NULL, \`author\` varchar(100) NOT NULL, \`uid\` varchar(32) NOT NULL, \`auth\` varchar(20) NOT NULL DEFAULT 'Public', \`privatePwd\` varchar(255) NULL, \`rank\` int NOT NULL DEFAULT '1000', \`status\` tinyint NOT NULL DEFAULT 1, \`isVip\` tinyint NOT NULL DEFAULT 0, \`gid\` int NULL, \`categoryId\` int NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_83c49d52e14317956029e02d3c\` (\`gid\`, \`status\`, \`rank\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`training_problem\` (\`id\` int NOT NULL AUTO_INCREMENT, \`tid\` int NOT NULL, \`pid\` int NOT NULL, \`displayId\` varchar(255) NOT NULL, \`rank\` int NOT NULL DEFAULT '0', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_554d39c2d244cf2cec5c48a69b\` (\`pid\`), UNIQUE INDEX \`IDX_8587f82ffff8ff613614aa5cb2\` (\`tid\`, \`pid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`training_register\` (\`id\` int NOT NULL AUTO_INCREMENT, \`tid\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`status\` tinyint NOT NULL DEFAULT 1, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_7d70adeedbc8a1f5153f87b785\` (\`tid\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`training_progress\` (\`id\` int NOT NULL AUTO_INCREMENT, \`tid\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`solved\` tinyint NOT NULL DEFAULT 0, \`status\` int NOT NULL, \`score\` int NULL, \`runTime\` int NULL, INDEX \`IDX_dcddadc2b87b50efe461b47361\` (\`uid\`, \`pid\`), UNIQUE INDEX \`IDX_cea63c6a8407bb8cf65ae02f1c\` (\`tid\`, \`uid\`, \`pid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`group_member\` (\`id\` int NOT NULL AUTO_INCREMENT, \`gid\` int NOT NULL, \`uid\` varchar(32) NOT NULL, \`auth\` int NOT NULL, \`reason\` varchar(100) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_2ec7d47312581657cba73dbfdc\` (\`gid\`, \`auth\`), INDEX \`IDX_3a09cd1ea524f8b81c4a5aaa01\` (\`uid\`, \`auth\`), UNIQUE INDEX \`IDX_777b1ae5177a91335e4d9143ba\` (\`gid\`, \`uid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`group\` (\`id\` int NOT NULL AUTO_INCREMENT, \`avatar\` varchar(255) NULL, \`name\` varchar(25) NOT NULL, \`shortName\` varchar(10) NOT NULL, \`brief\` varchar(50) NOT NULL DEFAULT '', \`description\` mediumtext NULL, \`owner\` varchar(100) NOT NULL, \`uid\` varchar(32) NOT NULL, \`auth\` int NOT NULL DEFAULT '1', \`visible\` tinyint NOT NULL DEFAULT 1, \`status\` int NOT NULL DEFAULT '0', \`code\` varchar(6) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_7e7cd7c355fb986e230c2a07cf\` (\`shortName\`), INDEX \`IDX_be6c6eaaef5509209c9ffc4104\` (\`uid\`, \`gmtCreate\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_be6c6eaaef5509209c9ffc4104\` ON \`group\``);
    await queryRunner.query(`DROP INDEX \`IDX_7e7cd7c355fb986e230c2a07cf\` ON \`group\``);
    await queryRunner.query(`DROP TABLE \`group\``);
    await queryRunner.query(`DROP INDEX \`IDX_777b1ae5177a91335e4d9143ba\` ON \`group_member\``);
    await queryRunner.query(`DROP INDEX \`IDX_3a09cd1ea524f8b81c4a5aaa01\` ON \`group_member\``);
    await queryRunner.query(`DROP INDEX \`IDX_2ec7d47312581657cba73dbfdc\` ON \`group_member\``);
    await queryRunner.query(`DROP TABLE \`group_member\``);
    await queryRunner.query(`DROP INDEX \`IDX_cea63c6a8407bb8cf65ae02f1c\` ON \`training_progress\``);
    await queryRunner.query(`DROP INDEX \`IDX_dcddadc2b87b50efe461b47361\` ON \`training_progress\``);
    await queryRunner.query(`DROP TABLE \`training_progress\``);
    await queryRunner.query(`DROP INDEX \`IDX_7d70adeedbc8a1f5153f87b785\` ON \`training_register\``);
    await queryRunner.query(`DROP TABLE \`training_register\``);
    await queryRunner.query(`DROP INDEX \`IDX_8587f82ffff8ff613614aa5cb2\` ON \`training_problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_554d39c2d244cf2cec5c48a69b\` ON \`training_problem\``);
    await queryRunner.query(`DROP TABLE \`training_problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_83c49d52e14317956029e02d3c\` ON \`training\``);
    await queryRunner.query(`DROP TABLE \`training\``);
  }
}
