*** Settings ***
Documentation     CamoufoxLibrary acceptance tests: every keyword, through Robot,
...               against fixture pages served on 127.0.0.1.
Resource          resources/common.resource
Suite Setup       Start Fixture Site
Suite Teardown    Stop Fixture Servers
