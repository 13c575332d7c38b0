// Lambda runs Node 22; on this machine's Node 20 the AWS SDK would print an upgrade notice in every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
