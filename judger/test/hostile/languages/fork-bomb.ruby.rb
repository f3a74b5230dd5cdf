loop { fork }
