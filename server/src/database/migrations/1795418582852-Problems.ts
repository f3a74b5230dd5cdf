import { MigrationInterface, QueryRunner } from 'typeorm';

export class Problems1795418582852 implements MigrationInterface {
  name = 'Problems1795418582852';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`language\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(50) NOT NULL, \`description\` varchar(100) NOT NULL DEFAULT '', \`contentType\` varchar(50) NOT NULL DEFAULT '', \`codeTemplate\` text NULL, \`isSpj\` tinyint NOT NULL DEFAULT 0, \`oj\` varchar(20) NOT NULL DEFAULT 'ME', \`seq\` int NOT NULL DEFAULT '0', UNIQUE INDEX \`IDX_33db118f0db8b4db1ba975f3a1\` (\`name\`, \`oj\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem_language\` (\`id\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`lid\` int NOT NULL, UNIQUE INDEX \`IDX_b5050b0085aa1db9397dda096c\` (\`pid\`, \`lid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`code_template\` (\`id\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`lid\` int NOT NULL, \`code\` mediumtext NOT NULL, \`status\` tinyint NOT NULL DEFAULT 1, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_0a770922d8ba5dfe180684d125\` (\`pid\`, \`lid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem\` (\`id\` int NOT NULL AUTO_INCREMENT, \`problemId\` varchar(100) NOT NULL, \`title\` varchar(255) NOT NULL, \`author\` varchar(100) NOT NULL DEFAULT '', \`type\` int NOT NULL DEFAULT '0', \`judgeMode\` varchar(20) NOT NULL DEFAULT 'default', \`judgeCaseMode\` varchar(30) NOT NULL DEFAULT 'default', \`timeLimit\` int NOT NULL DEFAULT '1000', \`memoryLimit\` int NOT NULL DEFAULT '256', \`stackLimit\` int NOT NULL DEFAULT '128', \`description\` mediumtext NULL, \`input\` mediumtext NULL, \`output\` mediumtext NULL, \`examples\` mediumtext NULL, \`hint\` mediumtext NULL, \`source\` text NULL, \`answer\` mediumtext NULL, \`difficulty\` int NOT NULL DEFAULT '0', \`auth\` int NOT NULL DEFAULT '1', \`ioScore\` int NOT NULL DEFAULT '100', \`codeShare\` tinyint NOT NULL DEFAULT 1, \`isRemoveEndBlank\` tinyint NOT NULL DEFAULT 1, \`openCaseResult\` tinyint NOT NULL DEFAULT 1, \`isFileIO\` tinyint NOT NULL DEFAULT 0, \`ioReadFileName\` varchar(100) NULL, \`ioWriteFileName\` varchar(100) NULL, \`spjLanguage\` varchar(50) NULL, \`spjCode\` mediumtext NULL, \`userExtraFile\` mediumtext NULL, \`judgeExtraFile\` mediumtext NULL, \`model\` int NOT NULL DEFAULT '0', \`isVip\` tinyint NOT NULL DEFAULT 0, \`isRemote\` tinyint NOT NULL DEFAULT 0, \`isUploadCase\` tinyint NOT NULL DEFAULT 0, \`caseVersion\` varchar(32) NOT NULL DEFAULT '0', \`gid\` int NULL, \`applyPublicProgress\` int NULL, \`modifiedUser\` varchar(100) NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_e44539ab0e677a82a7d9afcb4c\` (\`problemId\`), INDEX \`IDX_c62a30b3dbd149369db610c4c8\` (\`auth\`, \`gid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem_count\` (\`pid\` int NOT NULL, \`total\` int NOT NULL DEFAULT '0', \`ac\` int NOT NULL DEFAULT '0', \`wa\` int NOT NULL DEFAULT '0', \`ce\` int NOT NULL DEFAULT '0', \`pa\` int NOT NULL DEFAULT '0', \`tle\` int NOT NULL DEFAULT '0', \`mle\` int NOT NULL DEFAULT '0', \`re\` int NOT NULL DEFAULT '0', \`pe\` int NOT NULL DEFAULT '0', \`se\` int NOT NULL DEFAULT '0', PRIMARY KEY (\`pid\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem_saved_code\` (\`id\` int NOT NULL AUTO_INCREMENT, \`uid\` varchar(32) NOT NULL, \`pid\` int NOT NULL, \`lang\` varchar(50) NOT NULL, \`code\` mediumtext NOT NULL, \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`IDX_5915fd57ef0ea6a536824b5513\` (\`uid\`, \`pid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`tag\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`color\` varchar(20) NULL, \`oj\` varchar(20) NOT NULL DEFAULT 'ME', \`gid\` int NULL, \`tcid\` int NULL, \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), INDEX \`IDX_6f02472ff9aaea701d08c51746\` (\`tcid\`), INDEX \`IDX_3066255730b0d324318c15379a\` (\`name\`, \`oj\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`tag_classification\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(100) NOT NULL, \`oj\` varchar(20) NOT NULL DEFAULT 'ME', \`rank\` int NOT NULL DEFAULT '0', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`gmtModified\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem_tag\` (\`id\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`tid\` int NOT NULL, INDEX \`IDX_5ad51474e6462bcdd2cde2e17d\` (\`tid\`), UNIQUE INDEX \`IDX_acbc119f392043b0612c2483e8\` (\`pid\`, \`tid\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`problem_case\` (\`id\` int NOT NULL AUTO_INCREMENT, \`pid\` int NOT NULL, \`caseIndex\` int NOT NULL, \`input\` mediumtext NOT NULL, \`output\` mediumtext NOT NULL, \`inputName\` varchar(255) NOT NULL, \`outputName\` varchar(255) NOT NULL, \`score\` int NOT NULL DEFAULT '0', \`groupNum\` int NOT NULL DEFAULT '1', \`gmtCreate\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`IDX_0a59b8cdbd2fd88081ad333d5c\` (\`pid\`, \`caseIndex\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`IDX_0a59b8cdbd2fd88081ad333d5c\` ON \`problem_case\``);
    await queryRunner.query(`DROP TABLE \`problem_case\``);
    await queryRunner.query(`DROP INDEX \`IDX_acbc119f392043b0612c2483e8\` ON \`problem_tag\``);
    await queryRunner.query(`DROP INDEX \`IDX_5ad51474e6462bcdd2cde2e17d\` ON \`problem_tag\``);
    await queryRunner.query(`DROP TABLE \`problem_tag\``);
    await queryRunner.query(`DROP TABLE \`tag_classification\``);
    await queryRunner.query(`DROP INDEX \`IDX_3066255730b0d324318c15379a\` ON \`tag\``);
    await queryRunner.query(`DROP INDEX \`IDX_6f02472ff9aaea701d08c51746\` ON \`tag\``);
    await queryRunner.query(`DROP TABLE \`tag\``);
    await queryRunner.query(`DROP INDEX \`IDX_5915fd57ef0ea6a536824b5513\` ON \`problem_saved_code\``);
    await queryRunner.query(`DROP TABLE \`problem_saved_code\``);
    await queryRunner.query(`DROP TABLE \`problem_count\``);
    await queryRunner.query(`DROP INDEX \`IDX_c62a30b3dbd149369db610c4c8\` ON \`problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_e44539ab0e677a82a7d9afcb4c\` ON \`problem\``);
    await queryRunner.query(`DROP TABLE \`problem\``);
    await queryRunner.query(`DROP INDEX \`IDX_0a770922d8ba5dfe180684d125\` ON \`code_template\``);
    await queryRunner.query(`DROP TABLE \`code_template\``);
    await queryRunner.query(`DROP INDEX \`IDX_b5050b0085aa1db9397dda096c\` ON \`problem_language\``);
    await queryRunner.query(`DROP TABLE \`problem_language\``);
    await queryRunner.query(`DROP INDEX \`IDX_33db118f0db8b4db1ba975f3a1\` ON \`language\``);
    await queryRunner.query(`DROP TABLE \`language\``);
  }
}
