module github.com/chuhe-xq/chuhe/library/internal/genhans

go 1.26

require github.com/longbridgeapp/opencc v0.3.13

require (
	github.com/liuzl/cedar-go v0.0.0-20170805034717-80a9c64b256d // indirect
	github.com/liuzl/da v0.0.0-20180704015230-14771aad5b1d // indirect
)
